class Program_weight_tensor_meta_hidden_states_129:
    name = "hidden_states_129"
    shape = [1, 128, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.837627603533235e-10
    std = 1.0000051565141244
    data = None
    min_val = -3.900301694869995
    max_val = 4.107673645019531


class Program_weight_tensor_meta_hidden_states_200:
    name = "hidden_states_200"
    shape = [1, 128, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03207474273856311
    std = 0.13139018270988817
    data = None
    min_val = -0.6171635985374451
    max_val = 0.5586058497428894


class Program_weight_tensor_meta_hidden_states_196:
    name = "hidden_states_196"
    shape = [1, 128, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03264846882598841
    std = 0.1235734928325795
    data = None
    min_val = -0.5518819093704224
    max_val = 0.625219464302063
