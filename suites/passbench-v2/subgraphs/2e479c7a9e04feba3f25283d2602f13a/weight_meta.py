class Program_weight_tensor_meta_q_embed:
    name = "q_embed"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0012074681613854336
    std = 0.09105392958309268
    data = None
    min_val = -0.32324084639549255
    max_val = 0.37364113330841064


class Program_weight_tensor_meta_k_embed:
    name = "k_embed"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001396845188132963
    std = 0.09001945509105658
    data = None
    min_val = -0.3274208903312683
    max_val = 0.3319515287876129


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 8, 17, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.10541977156326e-05
    std = 0.0913948633402967
    data = None
    min_val = -0.3034627437591553
    max_val = 0.3363170325756073


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 17, 17]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
