import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_32: torch.Tensor):
        hidden_states_33 = torch.roll(hidden_states_32, shifts=(-3, -3), dims=(1, 2))
        input_feature_4 = hidden_states_33.view(1, 4, 7, 4, 7, 192)
        hidden_states_33 = None
        transpose_20 = input_feature_4.transpose(2, 3)
        input_feature_4 = None
        contiguous_18 = transpose_20.contiguous()
        transpose_20 = None
        return (contiguous_18,)
