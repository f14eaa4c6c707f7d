class Program_weight_tensor_meta_value_28:
    name = "value_28"
    shape = [1, 1, 6, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002718996831693706
    std = 0.06756280388334678
    data = None
    min_val = -0.16936972737312317
    max_val = 0.16765286028385162
