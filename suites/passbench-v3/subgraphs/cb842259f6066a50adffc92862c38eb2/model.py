import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_2: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_3 = torch._C._nn.linear(input_2, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table = input_3.view(-1, 6)
        input_3 = None
        view_8 = L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem = relative_position_bias_table[view_8]
        relative_position_bias_table = view_8 = None
        relative_position_bias = getitem.view(64, 64, -1)
        getitem = None
        permute = relative_position_bias.permute(2, 0, 1)
        relative_position_bias = None
        relative_position_bias_1 = permute.contiguous()
        permute = None
        sigmoid = torch.sigmoid(relative_position_bias_1)
        relative_position_bias_1 = None
        return (sigmoid,)
