import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_30: torch.Tensor, key_30: torch.Tensor):
        hidden_states_125 = query_30.reshape(1, 4096, 8, 16)
        query_31 = hidden_states_125.transpose(1, 2)
        hidden_states_125 = None
        hidden_states_126 = key_30.reshape(1, 6, 8, 16)
        return (hidden_states_126, query_31)
