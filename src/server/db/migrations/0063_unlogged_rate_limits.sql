-- The throttles' counters (login, password reset, the customer's links) need no crash safety: a crash
-- that loses a minute's counts only restarts the window. Unlogged, an attempt's count no longer waits
-- for the WAL's flush, which serialised every public call from one address behind the disk (decision 075).
ALTER TABLE "rate_limits" SET UNLOGGED;
