import { FieldGrid, KybTextField } from './KybFields.js';
import {
  LABEL_CEO,
  LABEL_CFO,
  LABEL_PRESIDENT,
  LABEL_SECRETARY,
  LABEL_TREASURER_OR_SECRETARY,
  labelDirector,
} from './messages.js';

/** Section 5 (§3.5): the CEO is required, the others are not. */
export function KeyPersonnelFields() {
  return (
    <FieldGrid>
      <KybTextField name="KeyPersonnel.ceo" label={LABEL_CEO} isRequired />
      <KybTextField name="KeyPersonnel.president" label={LABEL_PRESIDENT} />
      <KybTextField name="KeyPersonnel.cfo" label={LABEL_CFO} />
      <KybTextField name="KeyPersonnel.treasurerOrSecratary" label={LABEL_TREASURER_OR_SECRETARY} />
      <KybTextField name="KeyPersonnel.secratary" label={LABEL_SECRETARY} />
      <KybTextField name="KeyPersonnel.director1" label={labelDirector(1)} />
      <KybTextField name="KeyPersonnel.director2" label={labelDirector(2)} />
      <KybTextField name="KeyPersonnel.director3" label={labelDirector(3)} />
      <KybTextField name="KeyPersonnel.director4" label={labelDirector(4)} />
    </FieldGrid>
  );
}
