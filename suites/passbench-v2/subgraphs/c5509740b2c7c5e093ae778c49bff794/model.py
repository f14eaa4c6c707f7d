import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_33: torch.Tensor):
        shifted_hidden_states_1 = torch.roll(hidden_states_33, shifts=(-3, -3), dims=(1, 2))
        input_feature_4 = shifted_hidden_states_1.view(1, 4, 7, 4, 7, 192)
        shifted_hidden_states_1 = None
        transpose_20 = input_feature_4.transpose(2, 3)
        input_feature_4 = None
        contiguous_13 = transpose_20.contiguous()
        transpose_20 = None
        windows_10 = contiguous_13.view(-1, 7, 7, 192)
        contiguous_13 = None
        return (windows_10,)
