class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 4, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007812499986442845
    std = 0.0078739321633467
    data = None
    min_val = 0.0
    max_val = 0.018809104338288307


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005010799613343053
    std = 0.06396952895059689
    data = None
    min_val = -0.26271364092826843
    max_val = 0.24367240071296692
