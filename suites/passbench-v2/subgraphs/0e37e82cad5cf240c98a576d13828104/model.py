import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear_8 = torch._C._nn.linear(hidden_states_9, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_v_proj_parameters_weight_, L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_v_proj_parameters_bias_)
        view_5 = linear_8.view((1, 201, -1, 64))
        linear_8 = None
        return (view_5,)
