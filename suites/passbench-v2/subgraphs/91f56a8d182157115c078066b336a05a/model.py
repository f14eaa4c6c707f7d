import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_33: torch.Tensor, key_32: torch.Tensor, value_30: torch.Tensor):
        hidden_states_128 = query_33.reshape(1, 5, 8, 32)
        query_34 = hidden_states_128.transpose(1, 2)
        hidden_states_128 = None
        hidden_states_129 = key_32.reshape(1, 5, 8, 32)
        key_33 = hidden_states_129.transpose(1, 2)
        hidden_states_129 = None
        hidden_states_130 = value_30.reshape(1, 5, 8, 32)
        return (hidden_states_130, query_34, key_33)
