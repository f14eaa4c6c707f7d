import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_3: torch.Tensor, key_states: torch.Tensor, value_states: torch.Tensor):
        contiguous_2 = transpose_3.contiguous()
        query_states_1 = contiguous_2.view(12, -1, 64)
        contiguous_2 = None
        key_states_1 = key_states.view(12, -1, 64)
        value_states_1 = value_states.view(12, -1, 64)
        transpose_4 = key_states_1.transpose(1, 2)
        key_states_1 = None
        return (query_states_1, transpose_4, value_states_1)
