import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, queries: torch.Tensor):
        values = torch._C._nn.linear(hidden_states, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_)
        view = queries.view(1, 1024, 16, 64)
        return (view, values)
