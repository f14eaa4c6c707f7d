import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter):
        attention_scores_1 = attention_scores / 5.656854249492381
        view_7 = L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias = L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_relative_position_bias_table_[view_7]
        view_7 = None
        relative_position_bias_1 = relative_position_bias.view(49, 49, -1)
        relative_position_bias = None
        permute = relative_position_bias_1.permute(2, 0, 1)
        relative_position_bias_1 = None
        relative_position_bias_2 = permute.contiguous()
        permute = None
        unsqueeze = relative_position_bias_2.unsqueeze(0)
        relative_position_bias_2 = None
        attention_scores_2 = attention_scores_1 + unsqueeze
        attention_scores_1 = unsqueeze = None
        return (attention_scores_2,)
