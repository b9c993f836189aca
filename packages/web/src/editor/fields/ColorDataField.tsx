import { useTranslation } from 'react-i18next';
import { defaultColor, defaultGradient, type ColorData, type ColorType } from '@twincanvas/model';
import { ColorField, NumberField, SelectField } from './Fields';

/** Colour data (editor spec 3.8) built from the shared editors: type, then solid colour or gradient stops. */
export function ColorDataField({
  value,
  onChange,
  testId,
}: {
  value: ColorData | undefined;
  onChange(v: ColorData): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const data: ColorData = value ?? (defaultColor(0) as ColorData);
  const gradient = data.gradientColor ?? defaultGradient();
  return (
    <div className="tc-colordata">
      <SelectField
        testId={testId ? `${testId}-type` : undefined}
        value={data.colorType}
        options={[
          { value: 0, label: t('editor.property.transparent') },
          { value: 1, label: t('editor.property.solid') },
          { value: 2, label: t('editor.property.gradient') },
        ]}
        onChange={(v) => {
          const colorType = Number(v) as ColorType;
          const solidColor =
            colorType === 1 && data.solidColor.endsWith('00') ? '#FFFFFFFF' : data.solidColor;
          onChange({ ...data, colorType, solidColor, gradientColor: gradient });
        }}
      />
      {data.colorType === 1 ? (
        <ColorField
          testId={testId ? `${testId}-solid` : undefined}
          value={data.solidColor}
          onChange={(solidColor) => onChange({ ...data, solidColor })}
        />
      ) : null}
      {data.colorType === 2 ? (
        <>
          {gradient.gradientColors.map((c, i) => (
            <ColorField
              key={i}
              value={c}
              onChange={(next) =>
                onChange({
                  ...data,
                  gradientColor: {
                    ...gradient,
                    gradientColors: gradient.gradientColors.map((x, j) => (j === i ? next : x)),
                  },
                })
              }
            />
          ))}
          <NumberField
            value={gradient.gradientRotate}
            min={-360}
            max={360}
            onChange={(gradientRotate) =>
              onChange({ ...data, gradientColor: { ...gradient, gradientRotate } })
            }
          />
        </>
      ) : null}
    </div>
  );
}
