import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_bias_: torch.nn.parameter.Parameter):
        linear = torch._C._nn.linear(hidden_states, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_q_proj_parameters_bias_)
        view = linear.view((1, 201, -1, 64))
        linear = None
        query_states = view.transpose(1, 2)
        view = None
        return (query_states,)
