import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_63: torch.Tensor, key_states_24: torch.Tensor, value_states_24: torch.Tensor):
        contiguous_38 = transpose_63.contiguous()
        query_states_25 = contiguous_38.view(8, -1, 64)
        contiguous_38 = None
        key_states_25 = key_states_24.view(8, -1, 64)
        value_states_25 = value_states_24.view(8, -1, 64)
        return (key_states_25, query_states_25, value_states_25)
