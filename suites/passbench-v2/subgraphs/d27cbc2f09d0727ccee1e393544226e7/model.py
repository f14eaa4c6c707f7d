import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_37: torch.Tensor, key_states_2: torch.Tensor, value_states_2: torch.Tensor):
        contiguous_12 = transpose_37.contiguous()
        query_states_3 = contiguous_12.view(8, -1, 32)
        contiguous_12 = None
        key_states_3 = key_states_2.view(8, -1, 32)
        value_states_3 = value_states_2.view(8, -1, 32)
        transpose_38 = key_states_3.transpose(1, 2)
        key_states_3 = None
        return (query_states_3, transpose_38, value_states_3)
