import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_39: torch.Tensor, key_38: torch.Tensor, value_34: torch.Tensor):
        hidden_states_137 = query_39.reshape(1, 4096, 8, 16)
        query_40 = hidden_states_137.transpose(1, 2)
        hidden_states_137 = None
        hidden_states_138 = key_38.reshape(1, 5, 8, 16)
        key_39 = hidden_states_138.transpose(1, 2)
        hidden_states_138 = None
        hidden_states_139 = value_34.reshape(1, 5, 8, 16)
        value_35 = hidden_states_139.transpose(1, 2)
        hidden_states_139 = None
        return (query_40, key_39, value_35)
