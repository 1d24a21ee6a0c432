import { useState } from 'react';
import { Icon } from '../../ui/icon';
import { faqCategories } from './faq-content';

/** One item open at a time, across all categories (docs/product.md, Public pages). */
export function Faq() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Vanliga frågor</h2>
      {faqCategories.map((category, categoryIndex) => (
        <div key={category.title} className="faq-category">
          <h3>{category.title}</h3>
          {category.items.map((item, itemIndex) => {
            const id = `faq-${categoryIndex}-${itemIndex}`;
            const isOpen = openId === id;
            return (
              <div key={id} className="faq-item">
                <h4 className="faq-question">
                  <button
                    type="button"
                    id={`${id}-header`}
                    aria-expanded={isOpen}
                    aria-controls={`${id}-content`}
                    onClick={() => setOpenId(isOpen ? null : id)}
                  >
                    <span>{item.question}</span>
                    <Icon name="expandMore" />
                  </button>
                </h4>
                <div
                  id={`${id}-content`}
                  role="region"
                  aria-labelledby={`${id}-header`}
                  className="faq-answer"
                  hidden={!isOpen}
                >
                  {item.answer}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
}
