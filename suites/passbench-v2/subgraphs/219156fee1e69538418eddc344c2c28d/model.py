import torch


class GraphModule(torch.nn.Module):
    def forward(self, linear_44: torch.Tensor):
        hidden_states_64 = torch.nn.functional.relu(linear_44, inplace=False)
        hidden_states_65 = torch.nn.functional.dropout(hidden_states_64, p=0.0, training=False)
        hidden_states_64 = None
        return (hidden_states_65,)
