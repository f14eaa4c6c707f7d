import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_54: torch.Tensor):
        shifted_hidden_states_2 = torch.roll(hidden_states_54, shifts=(-3, -3), dims=(1, 2))
        input_feature_7 = shifted_hidden_states_2.view(1, 2, 7, 2, 7, 384)
        shifted_hidden_states_2 = None
        transpose_33 = input_feature_7.transpose(2, 3)
        input_feature_7 = None
        contiguous_22 = transpose_33.contiguous()
        transpose_33 = None
        windows_17 = contiguous_22.view(-1, 7, 7, 384)
        contiguous_22 = None
        return (windows_17,)
