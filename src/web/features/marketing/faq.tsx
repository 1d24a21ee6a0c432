import { useState } from 'react';
import { FaqCategory, FaqItem } from '../../ui/public-page';
import { faqCategories } from './faq-content';

/** One item open at a time, across all categories (docs/product.md, Public pages). */
export function Faq() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Vanliga frågor</h2>
      {faqCategories.map((category, categoryIndex) => (
        <FaqCategory key={category.title} title={category.title}>
          {category.items.map((item, itemIndex) => {
            const id = `faq-${categoryIndex}-${itemIndex}`;
            const isOpen = openId === id;
            return (
              <FaqItem
                key={id}
                id={id}
                question={item.question}
                isOpen={isOpen}
                onToggle={() => setOpenId(isOpen ? null : id)}
              >
                {item.answer}
              </FaqItem>
            );
          })}
        </FaqCategory>
      ))}
    </section>
  );
}
