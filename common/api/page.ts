// A page of a list, as the paged calls answer: the rows of this page and the count of the whole list. Calls whose
// spec names more fields (current_page, last_page) extend it.

export interface Page<T> {
  data: T[];
  total: number;
}
