import type { ProductOption } from 'shared-contracts';
import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  VARIANT_LIMITS,
  type VariantsProblem,
} from 'shared-contracts/catalogue';
import type { DraftVariant, VariantsDraft } from '../lib/variantDraft';

export interface OptionsEditorProps {
  value: VariantsDraft;
  onChange: (next: VariantsDraft) => void;
  problem: VariantsProblem | null;
  disabled: boolean;
}

/** The sentence for exactly this path, shown beside its control. */
export function ProblemText({ problem, path, id }: { problem: VariantsProblem | null; path: string; id: string }) {
  if (problem?.path !== path) return null;
  return (
    <p id={id} className="adm-status adm-status--error">
      {problem.message}
    </p>
  );
}

/** aria props tying a control to its problem sentence when it has one. */
export const problemProps = (problem: VariantsProblem | null, path: string, id: string) =>
  problem?.path === path ? { 'aria-invalid': true, 'aria-describedby': id } : {};

const withValueAt = (variants: DraftVariant[], index: number, from: string, to: string): DraftVariant[] =>
  variants.map((variant) =>
    variant.optionValues[index] === from
      ? { ...variant, optionValues: variant.optionValues.map((v, at) => (at === index ? to : v)) }
      : variant,
  );

/**
 * The product's options (at most 3): a name and a list of values each. Renaming a value renames it in
 * the variants that chose it; removing an option removes its value from every variant.
 */
export function OptionsEditor({ value, onChange, problem, disabled }: OptionsEditorProps) {
  const { options, variants } = value;
  const setOption = (index: number, option: ProductOption, nextVariants: DraftVariant[] = variants) =>
    onChange({ options: options.map((o, at) => (at === index ? option : o)), variants: nextVariants });

  return (
    <fieldset className="adm-fieldset">
      <legend>Options</legend>
      <ProblemText problem={problem} path="options" id="adm-options-problem" />
      {options.map((option, index) => {
        const label = option.name || `option ${index + 1}`;
        const namePath = `options/${index}/name`;
        const nameId = `adm-option-${index}-name`;
        return (
          <div key={index} className="adm-option">
            <label htmlFor={nameId}>Name of option {index + 1}</label>
            <input
              id={nameId}
              type="text"
              maxLength={VARIANT_LIMITS.optionName}
              value={option.name}
              disabled={disabled}
              onChange={(event) => setOption(index, { ...option, name: event.target.value })}
              {...problemProps(problem, namePath, `${nameId}-problem`)}
            />
            <ProblemText problem={problem} path={namePath} id={`${nameId}-problem`} />
            <ul aria-label={`Values of ${label}`}>
              {option.values.map((optionValue, at) => {
                const valuePath = `options/${index}/values/${at}`;
                const valueId = `adm-option-${index}-value-${at}`;
                return (
                  <li key={at}>
                    <input
                      id={valueId}
                      type="text"
                      aria-label={`Value ${at + 1} of ${label}`}
                      maxLength={VARIANT_LIMITS.optionValue}
                      value={optionValue}
                      disabled={disabled}
                      onChange={(event) =>
                        setOption(
                          index,
                          { ...option, values: option.values.map((v, i) => (i === at ? event.target.value : v)) },
                          withValueAt(variants, index, optionValue, event.target.value),
                        )
                      }
                      {...problemProps(problem, valuePath, `${valueId}-problem`)}
                    />
                    <button
                      type="button"
                      className="adm-button"
                      disabled={disabled}
                      onClick={() => setOption(index, { ...option, values: option.values.filter((_, i) => i !== at) })}
                    >
                      Remove value {optionValue || at + 1} of {label}
                    </button>
                    <ProblemText problem={problem} path={valuePath} id={`${valueId}-problem`} />
                  </li>
                );
              })}
            </ul>
            <ProblemText problem={problem} path={`options/${index}/values`} id={`${nameId}-values-problem`} />
            <button
              type="button"
              className="adm-button"
              disabled={disabled || option.values.length >= MAX_OPTION_VALUES}
              onClick={() => setOption(index, { ...option, values: [...option.values, ''] })}
            >
              Add a value to {label}
            </button>
            <button
              type="button"
              className="adm-button"
              disabled={disabled}
              onClick={() =>
                onChange({
                  options: options.filter((_, at) => at !== index),
                  variants: variants.map((variant) => ({
                    ...variant,
                    optionValues: variant.optionValues.filter((_, at) => at !== index),
                  })),
                })
              }
            >
              Remove option {label}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="adm-button"
        disabled={disabled || options.length >= MAX_PRODUCT_OPTIONS}
        onClick={() => onChange({ options: [...options, { name: '', values: [''] }], variants })}
      >
        Add an option
      </button>
    </fieldset>
  );
}
