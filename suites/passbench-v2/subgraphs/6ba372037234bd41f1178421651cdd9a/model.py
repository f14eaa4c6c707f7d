import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_271: torch.Tensor):
        flatten_73 = hidden_states_271.flatten(2)
        features = flatten_73.transpose(1, 2)
        flatten_73 = None
        return (features,)
