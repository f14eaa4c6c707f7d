import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_36: torch.Tensor, key_35: torch.Tensor, value_32: torch.Tensor):
        hidden_states_131 = query_36.reshape(1, 6, 8, 16)
        query_37 = hidden_states_131.transpose(1, 2)
        hidden_states_131 = None
        hidden_states_132 = key_35.reshape(1, 4096, 8, 16)
        key_36 = hidden_states_132.transpose(1, 2)
        hidden_states_132 = None
        hidden_states_133 = value_32.reshape(1, 4096, 8, 16)
        value_33 = hidden_states_133.transpose(1, 2)
        hidden_states_133 = None
        return (query_37, key_36, value_33)
