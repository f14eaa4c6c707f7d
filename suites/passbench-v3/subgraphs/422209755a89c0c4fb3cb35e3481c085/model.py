import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_: torch.nn.parameter.Parameter, key_states: torch.Tensor):
        linear_4 = torch._C._nn.linear(embeddings_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_)
        view_2 = linear_4.view((1, 128, -1, 64))
        linear_4 = None
        value_states = view_2.transpose(1, 2)
        view_2 = None
        transpose_3 = key_states.transpose(2, 3)
        return (transpose_3, value_states)
