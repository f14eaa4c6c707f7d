import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_53: torch.Tensor):
        hidden_states_54 = torch.roll(hidden_states_53, shifts=(-3, -3), dims=(1, 2))
        input_feature_7 = hidden_states_54.view(1, 2, 7, 2, 7, 384)
        hidden_states_54 = None
        transpose_33 = input_feature_7.transpose(2, 3)
        input_feature_7 = None
        contiguous_30 = transpose_33.contiguous()
        transpose_33 = None
        return (contiguous_30,)
