import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states_50: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_178 = torch._C._nn.linear(norm_hidden_states_50, L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_, None)
        view_75 = linear_178.view((1, 77, -1, 128))
        linear_178 = None
        return (view_75,)
