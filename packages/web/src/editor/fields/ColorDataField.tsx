import { useTranslation } from 'react-i18next';
import { defaultColor, defaultGradient, type ColorData, type ColorType } from '@twincanvas/model';
import { Button } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { ColorField, NumberField, SelectField } from './Fields';
import { addStop, removeStop, setStop } from './gradientStops';

/** Colour data (docs/reference.md#colour) built from the shared editors: type, then solid colour or gradient stops. */
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
            <div
              key={i}
              className="tc-gradient-stop"
              style={{ display: 'flex', gap: 4, alignItems: 'center' }}
            >
              <ColorField
                value={c}
                onChange={(next) =>
                  onChange({ ...data, gradientColor: setStop(gradient, i, { color: next }) })
                }
              />
              <NumberField
                value={Math.round((gradient.gradientLocations[i] ?? 0) * 100)}
                unit="%"
                min={0}
                max={100}
                onChange={(pct) =>
                  onChange({ ...data, gradientColor: setStop(gradient, i, { location: pct / 100 }) })
                }
              />
              <Button
                size="small"
                type="text"
                aria-label={t('fields.gradientRemoveStop')}
                icon={<MinusOutlined />}
                disabled={gradient.gradientColors.length <= 2}
                onClick={() => onChange({ ...data, gradientColor: removeStop(gradient, i) })}
              />
            </div>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => onChange({ ...data, gradientColor: addStop(gradient) })}
          >
            {t('fields.gradientAddStop')}
          </Button>
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
