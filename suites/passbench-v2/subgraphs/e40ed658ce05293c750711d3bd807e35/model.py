import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_68: torch.Tensor, key_states_26: torch.Tensor, value_states_26: torch.Tensor):
        contiguous_41 = transpose_68.contiguous()
        query_states_27 = contiguous_41.view(8, -1, 64)
        contiguous_41 = None
        key_states_27 = key_states_26.view(8, -1, 64)
        value_states_27 = value_states_26.view(8, -1, 64)
        transpose_69 = key_states_27.transpose(1, 2)
        key_states_27 = None
        return (query_states_27, transpose_69, value_states_27)
