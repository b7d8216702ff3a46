import { deskWheelResponse, saveWheelResponse, type SaveWheelValues } from '@chaba/contracts/wheel';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

const path = '/api/backoffice/wheel';

/** The wheel's and check-in's settings with today's spending (decision 73). */
export function useWheel() {
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => callApi(path, { schema: deskWheelResponse, signal }),
  });
}

/** Saves the whole wheel and check-in from the version read (an older one: 409 wheel_settings_changed). */
export function useSaveWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SaveWheelValues) =>
      callApi(path, { method: 'PUT', body: values, schema: saveWheelResponse }),
    onSuccess: (answer) => queryClient.setQueryData([path], { data: answer.data }),
  });
}
