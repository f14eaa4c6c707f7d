import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_108: torch.Tensor, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_109 = torch._C._nn.linear(hidden_states_108, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_)
        hidden_states_110 = torch.nn.functional.dropout(hidden_states_109, 0.1, False, False)
        hidden_states_109 = None
        return (hidden_states_110,)
