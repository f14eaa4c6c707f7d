class Program_weight_tensor_meta_context_layer:
    name = "context_layer"
    shape = [1, 4, 45, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0013066657654980595
    std = 0.015293499882946291
    data = None
    min_val = -0.04558950662612915
    max_val = 0.027149343863129616


class Program_weight_tensor_meta_value_position_scores_r_t:
    name = "value_position_scores_r_t"
    shape = [1, 4, 45, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.34492567183656825
    std = 0.019220771281595755
    data = None
    min_val = 0.29140472412109375
    max_val = 0.40094462037086487
