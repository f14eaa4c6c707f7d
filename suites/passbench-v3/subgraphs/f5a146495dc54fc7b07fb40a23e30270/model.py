import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_8: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_9 = torch._C._nn.linear(input_8, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_2 = input_9.view(-1, 6)
        input_9 = None
        view_45 = L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_8 = relative_position_bias_table_2[view_45]
        relative_position_bias_table_2 = view_45 = None
        relative_position_bias_6 = getitem_8.view(49, 49, -1)
        getitem_8 = None
        permute_4 = relative_position_bias_6.permute(2, 0, 1)
        relative_position_bias_6 = None
        relative_position_bias_7 = permute_4.contiguous()
        permute_4 = None
        sigmoid_2 = torch.sigmoid(relative_position_bias_7)
        relative_position_bias_7 = None
        return (sigmoid_2,)
