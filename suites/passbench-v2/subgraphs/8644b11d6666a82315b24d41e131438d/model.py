import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_43: torch.Tensor, key_states_14: torch.Tensor, value_states_14: torch.Tensor):
        contiguous_23 = transpose_43.contiguous()
        query_states_15 = contiguous_23.view(6, -1, 64)
        contiguous_23 = None
        key_states_15 = key_states_14.view(6, -1, 64)
        value_states_15 = value_states_14.view(6, -1, 64)
        transpose_44 = key_states_15.transpose(1, 2)
        key_states_15 = None
        return (query_states_15, transpose_44, value_states_15)
