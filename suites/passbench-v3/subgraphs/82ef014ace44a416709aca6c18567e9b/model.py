import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_102: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter, attn_mask_23: torch.Tensor):
        attention_scores_103 = attention_scores_102 / 5.656854249492381
        view_393 = L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias_69 = L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_3_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_[view_393]
        view_393 = None
        relative_position_bias_70 = relative_position_bias_69.view(144, 144, -1)
        relative_position_bias_69 = None
        permute_46 = relative_position_bias_70.permute(2, 0, 1)
        relative_position_bias_70 = None
        relative_position_bias_71 = permute_46.contiguous()
        permute_46 = None
        unsqueeze_69 = relative_position_bias_71.unsqueeze(0)
        relative_position_bias_71 = None
        attention_scores_104 = attention_scores_103 + unsqueeze_69
        attention_scores_103 = unsqueeze_69 = None
        attention_scores_105 = attention_scores_104.view(1, 1, 32, 144, 144)
        attention_scores_104 = None
        unsqueeze_70 = attn_mask_23.unsqueeze(1)
        unsqueeze_71 = unsqueeze_70.unsqueeze(0)
        unsqueeze_70 = None
        return (attention_scores_105, unsqueeze_71)
