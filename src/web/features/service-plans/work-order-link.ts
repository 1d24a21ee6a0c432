/** The work order form for a machine with the interval ticked (the work orders screen reads these parameters). */
export const workOrderFor = (machineId: string, intervalId: string) =>
  `/WorkOrders?${new URLSearchParams({ machineId, serviceIntervalId: intervalId })}`;
