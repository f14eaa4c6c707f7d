import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_102: torch.Tensor, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_1 = torch._C._nn.linear(hidden_states_102, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_, L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_)
        view = linear_1.view(1, 1248, -1, 8)
        linear_1 = None
        return (view,)
