import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_43: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_44 = torch._C._nn.linear(hidden_states_43, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_bias_)
        projected_group_tokens = hidden_states_44.transpose(1, 2)
        hidden_states_44 = None
        return (projected_group_tokens,)
