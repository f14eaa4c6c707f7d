import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_26: torch.Tensor, L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_27 = torch._C._nn.linear(hidden_state_26, L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_, L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_)
        hidden_state_28 = torch.nn.functional.dropout(hidden_state_27, 0.0, False, False)
        hidden_state_27 = None
        return (hidden_state_28,)
