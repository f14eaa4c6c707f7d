import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states_48: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_: torch.nn.parameter.Parameter):
        linear_171 = torch._C._nn.linear(norm_hidden_states_48, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_, None)
        view_72 = linear_171.view((1, 77, -1, 128))
        linear_171 = None
        queries_24 = view_72.transpose(1, 2)
        view_72 = None
        return (queries_24,)
