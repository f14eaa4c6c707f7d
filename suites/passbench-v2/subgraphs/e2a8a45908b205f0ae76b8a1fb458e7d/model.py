import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_60: torch.Tensor, key_states_20: torch.Tensor, value_states_20: torch.Tensor):
        contiguous_32 = transpose_60.contiguous()
        query_states_21 = contiguous_32.view(6, -1, 64)
        contiguous_32 = None
        key_states_21 = key_states_20.view(6, -1, 64)
        value_states_21 = value_states_20.view(6, -1, 64)
        return (key_states_21, query_states_21, value_states_21)
