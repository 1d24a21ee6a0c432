import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { faqCategories } from './faq-content';

/** One item open at a time, across all categories (seed-spec §1). */
export function Faq() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" gutterBottom>
        Vanliga frågor
      </Typography>
      {faqCategories.map((category, categoryIndex) => (
        <Box key={category.title} sx={{ mb: 3 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1, color: 'text.secondary' }}>
            {category.title}
          </Typography>
          {category.items.map((item, itemIndex) => {
            const id = `faq-${categoryIndex}-${itemIndex}`;
            return (
              <Accordion key={id} expanded={openId === id} onChange={(_event, isExpanded) => setOpenId(isExpanded ? id : null)} disableGutters>
                <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
                  <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                </AccordionSummary>
                <AccordionDetails id={`${id}-content`}>
                  <Typography color="text.secondary">{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
