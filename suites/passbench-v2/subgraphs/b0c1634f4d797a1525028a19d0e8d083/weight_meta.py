class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [4, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_4:
    name = "attention_scores_4"
    shape = [25, 4, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.9982804790910157e-07
    std = 0.0017962122624096567
    data = None
    min_val = -0.011225820519030094
    max_val = 0.011248688213527203


class Program_weight_tensor_meta_attn_mask_1:
    name = "attn_mask_1"
    shape = [25, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -19.0
    std = 39.23012832958524
    data = None
    min_val = -100.0
    max_val = 0.0
