import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_1 = torch.conv1d(hidden_states, L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_, None, (4,), (0,), (1,), 1)
        hidden_states_2 = hidden_states_1.transpose(-2, -1)
        hidden_states_1 = None
        return (hidden_states_2,)
