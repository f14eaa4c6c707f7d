import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_27: torch.Tensor, key_27: torch.Tensor):
        hidden_states_119 = query_27.reshape(1, 5, 8, 16)
        query_28 = hidden_states_119.transpose(1, 2)
        hidden_states_119 = None
        hidden_states_120 = key_27.reshape(1, 4096, 8, 16)
        return (hidden_states_120, query_28)
