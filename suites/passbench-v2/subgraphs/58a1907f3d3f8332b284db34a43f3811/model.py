import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_24: torch.Tensor, key_24: torch.Tensor, value_24: torch.Tensor):
        hidden_states_116 = query_24.reshape(1, 5, 8, 32)
        query_25 = hidden_states_116.transpose(1, 2)
        hidden_states_116 = None
        hidden_states_117 = key_24.reshape(1, 5, 8, 32)
        key_25 = hidden_states_117.transpose(1, 2)
        hidden_states_117 = None
        hidden_states_118 = value_24.reshape(1, 5, 8, 32)
        value_25 = hidden_states_118.transpose(1, 2)
        hidden_states_118 = None
        return (query_25, key_25, value_25)
