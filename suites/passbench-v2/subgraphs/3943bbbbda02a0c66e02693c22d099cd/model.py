import torch


class GraphModule(torch.nn.Module):
    def forward(self, view_4: torch.Tensor, key_states_2: torch.Tensor):
        query_states_3 = view_4.transpose(1, 2)
        view_5 = key_states_2.view(1, 128, -1, 64)
        return (view_5, query_states_3)
