import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_10: torch.Tensor, L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_2_modules_conv_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_11 = torch.conv1d(hidden_states_10, L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_2_modules_conv_parameters_weight_, None, (4,), (0,), (1,), 1)
        hidden_states_12 = hidden_states_11.transpose(-2, -1)
        hidden_states_11 = None
        return (hidden_states_12,)
