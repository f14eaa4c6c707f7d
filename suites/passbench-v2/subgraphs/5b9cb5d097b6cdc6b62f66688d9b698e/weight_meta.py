class Program_weight_tensor_meta_attention_scores_2:
    name = "attention_scores_2"
    shape = [64, 3, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.6948681007843465e-06
    std = 0.0015178721375242324
    data = None
    min_val = -0.007381593808531761
    max_val = 0.008628743700683117
